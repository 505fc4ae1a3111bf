import { PageDto } from '../../http/page';
/** One document code present in the vault: all that journeys and workflows ever see of it. */
export class RedactedEvidenceDto {
  /** A document code present in the vault. */
  document_code: string;
  /** When the earliest document still present with this code was uploaded. */
  provided_at: Date;
}

export class RedactedEvidenceListDto extends PageDto {
  /** Exactly what journeys see of the vault (evidence refresh, journey creation), in code order. */
  items: RedactedEvidenceDto[];
}
