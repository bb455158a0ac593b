import type { EntityId, IsoDateTime } from './common';
import type { EntityType } from './entity-type';

export interface NoteCreator {
  firstName: string;
  lastName: string;
  /** File id of the profile picture. */
  profilePicture?: string | null;
}

/** A note on any record (spec 001 §3). allowPortalAccess false marks an internal note. */
export interface Note {
  id: EntityId;
  /** Plain text. */
  noteContent: string;
  /** Sanitised HTML as rendered. */
  noteHTML: string;
  /** The editor's raw state (draft-js), as JSON text. */
  noteJSON: string;
  createDateTime: IsoDateTime;
  creator: NoteCreator;
  allowPortalAccess: boolean;
  isReadonly: boolean;
  entityId: EntityId;
}

/** Who a note mentions; they are notified. */
export interface NotifiedUser {
  id: EntityId;
  email: string;
}

/** A new note (spec 001 §7 'Add note'). */
export interface NewNote {
  entityId: EntityId;
  entityDescription: string;
  entityType: EntityType;
  entityLink: string;
  noteContent: string;
  noteHTML: string;
  noteJSON: string;
  notifyUsers: NotifiedUser[];
}

/** An edit of a note (spec 001 §7 'Update note'). */
export interface NoteUpdate {
  noteId: EntityId;
  noteContent: string;
  noteHTML: string;
  noteJSON: string;
}

/** A user that can be mentioned with '@' (spec 001 §3). */
export interface MentionableUser {
  id: EntityId;
  firstName: string;
  lastName: string;
  emailAddresses: { value: string }[];
  companyName?: string;
  profilePictureId?: string | null;
}

/** A case comment as the case service sends it; mapped to a Note for display (spec 001 §3). */
export interface CaseComment {
  id: EntityId;
  content: string;
  jsonContent: string;
  htmlContent: string;
  timeStamp: IsoDateTime;
  createdBy: NoteCreator;
  caseId: EntityId;
  isReadOnly: boolean;
  /** Internal comments are not shown with portal access; defaults to visible. */
  allowPortalAccess?: boolean;
}
