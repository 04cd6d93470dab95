import { namespace, type Translate } from '@/client/lib/i18n';
import type messages from './messages/en.json';

/** The planner's texts: ./messages/{en,sw}.json. */
export const plannerMessages = namespace<typeof messages>('planner');
export type PlannerTexts = Translate<keyof typeof messages>;
