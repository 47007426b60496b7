// The question before unsaved timetable edits are dropped (another route, direction or pattern, or
// leaving the screen): the tables' question in the timetable's words.
import { UnsavedChangesModal } from '../tables/modals/UnsavedChangesModal';

export const UnsavedModal = (p: { opened: boolean; onStay: () => void; onLeave: () => void }) => (
  <UnsavedChangesModal opened={p.opened} onStay={p.onStay} onProceed={p.onLeave} words="timetable" />
);
