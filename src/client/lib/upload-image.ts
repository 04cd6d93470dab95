/** Why an image did not reach the storage: its bytes are no PNG, JPEG, GIF or WebP picture, or the PUT failed. */
export class ImageUploadError extends Error {
  constructor(
    readonly reason: 'not-image' | 'failed',
    readonly fileName: string,
  ) {
    super(`${fileName}: ${reason}`);
  }
}

/**
 * PUTs the file to a signed upload URL (`uploadUrl` asks the API for one: staff for product images, a customer for a
 * claim's photos) and answers the stored path /objects/uploads/{id} (`UPLOAD_PATH_PATTERN`).
 */
export async function uploadImage(file: File, uploadUrl: () => Promise<{ uploadURL: string }>): Promise<string> {
  const { uploadURL } = await uploadUrl();
  const response = await fetch(uploadURL, { method: 'PUT', body: file, headers: { 'content-type': file.type } });
  // The storage answers 400 to bytes that are no PNG, JPEG, GIF or WebP picture, whatever the file's name says.
  if (response.status === 400) throw new ImageUploadError('not-image', file.name);
  if (!response.ok) throw new ImageUploadError('failed', file.name);
  const id = new URL(uploadURL, window.location.origin).pathname.split('/').pop();
  return `/objects/uploads/${id}`;
}
