import type { MessageCode } from '../../shared/messages/message';
import { badRequest } from '../plugins/errors';
import type { ObjectStorage } from './object-storage';

/**
 * Each photo (an `/objects/uploads/{id}` path) must be an upload that is stored, which makes it an image: the upload
 * takes nothing else. `missing` is the refusal's code when one is not.
 */
export async function assertPhotosStored(storage: ObjectStorage, photos: string[], missing: MessageCode): Promise<void> {
  for (const photo of photos) {
    if (!(await storage.stat(photo.slice(photo.lastIndexOf('/') + 1)))) throw badRequest(missing);
  }
}
