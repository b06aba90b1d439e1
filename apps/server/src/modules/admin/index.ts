// The admin area's public face: the audit log writer every admin action calls, and its table.
export { type AdminActionRecord, recordAdminAction } from './admin.audit';
export { adminAuditLog } from './admin.tables';
