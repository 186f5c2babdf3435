export { fileField, readMultipart, storedFileName, textField, type TMultipartRead } from './multipart'
