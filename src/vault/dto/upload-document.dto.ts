import { IsString, Matches, MaxLength } from 'class-validator';

/** The text field of the multipart upload (the `file` part is read by the upload interceptor). */
export class UploadDocumentDto {
  /** A document code an active workflow asks for, e.g. `birth-certificate` (see the plan's `required_documents`). */
  @IsString()
  @MaxLength(100)
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    message: 'document_code must be a kebab-case code such as birth-certificate',
  })
  document_code: string;
}
