import { Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';

/** The media types the vault accepts, decided from the bytes (never from the name or the declared type). */
export const ALLOWED_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type AllowedContentType = (typeof ALLOWED_CONTENT_TYPES)[number];

export const FILE_EXTENSIONS: Record<AllowedContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** Detects a file's type from its content (magic numbers). A small seam around `file-type` (ESM-only). */
@Injectable()
export class ContentSniffer {
  /** The allowed media type of `content`, or undefined when it is none of them (or unrecognised). */
  async allowedTypeOf(content: Uint8Array): Promise<AllowedContentType | undefined> {
    if (content.length === 0) return undefined;
    const detected = await fileTypeFromBuffer(content);
    const mime = detected?.mime;
    return (ALLOWED_CONTENT_TYPES as readonly string[]).includes(mime ?? '')
      ? (mime as AllowedContentType)
      : undefined;
  }
}
