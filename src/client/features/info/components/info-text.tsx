import { Link } from 'wouter';
import { richText, type TextTags } from '@/client/lib/rich-text';

/** The tags of the information pages' texts: emphasis, the links between the policies, and the shop's e-mail address. */
export const INFO_TAGS = {
  strong: (words) => <strong>{words}</strong>,
  warranty: (words) => <Link to="/warranty">{words}</Link>,
  returns: (words) => <Link to="/returns">{words}</Link>,
  dashboard: (words) => <Link to="/dashboard">{words}</Link>,
  email: (address) => <a href={`mailto:${address}`}>{address}</a>,
} satisfies TextTags;

/** A text of an information page, its tags made into elements. */
export const infoText = (text: string) => richText(text, INFO_TAGS);
