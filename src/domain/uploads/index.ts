export {
  checkChosenFile,
  checkUpload,
  displayFileName,
  extensionOf,
  FILE_REQUIRED,
  type IChosenFile,
  type TUploadCheck,
} from './check'
export { detectFileKind } from './detect'
export {
  acceptAttribute,
  EVIDENCE_KINDS,
  EVIDENCE_MAX_BYTES,
  FILE_KINDS,
  formatBytes,
  GRIEVANCE_KINDS,
  GRIEVANCE_MAX_BYTES,
  kindList,
  MEDIA_MAX_BYTES,
  RESUME_KINDS,
  RESUME_MAX_BYTES,
  type TFileKind,
  uploadHint,
} from './kinds'
