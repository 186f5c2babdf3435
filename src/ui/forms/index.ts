/** The form kit: one hook, one set of fields, one API client. Every form of the site is built from these. */
export {
  API_TIMEOUT_MS,
  apiCall,
  formTokenHeaders,
  pageUrl,
  SOMETHING_WRONG,
  type TApiResult,
} from './client'
export {
  CheckboxField,
  ChoiceField,
  Field,
  FileField,
  Form,
  FormNotice,
  inputClass,
  MobileField,
  RadioGroup,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from './fields'
export { type TFileChoice, useFileChoice } from './useFileChoice'
export { useNotice } from './useNotice'
export { fromErrors, type TForm, type TValidation, useForm } from './useForm'
