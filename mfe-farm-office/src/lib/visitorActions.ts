import {
  API_PATHS,
  BoxRequestDetailSchema,
  ContactMessageDetailSchema,
  OfficeCommentDetailSchema,
  pathWith,
  PrivacyErasureSchema,
  PrivacyReportSchema,
  type BoxRequestStatus,
  type ContactMessageStatus,
} from 'contract';
import { refreshOfficeCounts } from './officeCounts';
import { callStaffApi, type StaffResult } from './staffApi';

/**
 * What the office changes of what visitors sent. Each change may change what waits for the staff,
 * so the bar's counts are asked again after it, whether it succeeded or not (a refusal may mean a
 * colleague moved it first).
 */
async function thenRecount<T>(change: Promise<StaffResult<T>>): Promise<StaffResult<T>> {
  const result = await change;
  void refreshOfficeCounts();
  return result;
}

/** Marks a contact message answered, spam, or new again. */
export const changeMessageStatus = (id: string, to: ContactMessageStatus) =>
  thenRecount(callStaffApi(pathWith(API_PATHS.staffMessageStatus, { id }), ContactMessageDetailSchema, { method: 'POST', body: { to } }));

/** Moves a box request on (BOX_REQUEST_TRANSITIONS), with the staff member's note when there is one. */
export const changeBoxRequestStatus = (id: string, to: BoxRequestStatus, note: string) =>
  thenRecount(
    callStaffApi(pathWith(API_PATHS.staffBoxRequestStatus, { id }), BoxRequestDetailSchema, {
      method: 'POST',
      body: note ? { to, note } : { to },
    }),
  );

/** Approves a comment (it appears on its post) or rejects it. */
export const moderateComment = (id: string, to: 'approved' | 'rejected') =>
  thenRecount(callStaffApi(pathWith(API_PATHS.staffCommentStatus, { id }), OfficeCommentDetailSchema, { method: 'POST', body: { to } }));

/** Everything stored about an address. A GET with the address in its query, as the contract has it. */
export const findPrivacyReport = (email: string) =>
  callStaffApi(`${API_PATHS.staffPrivacy}?${new URLSearchParams({ email }).toString()}`, PrivacyReportSchema);

/** Deletes everything stored about an address but its orders, which the tax law keeps. */
export const erasePrivacy = (email: string) =>
  thenRecount(callStaffApi(API_PATHS.staffPrivacyErase, PrivacyErasureSchema, { method: 'POST', body: { email } }));
