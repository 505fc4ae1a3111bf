import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { UnsupportedMediaTypeError, ValidationFailedError } from '../common/errors/domain-error';
import { MAX_JSON_DEPTH, walkBody } from './body-walk';

/** Body types any route accepts: JSON everywhere, multipart for vault uploads. */
const BODY_TYPES = ['application/json', 'application/*+json', 'multipart/form-data'];

/** Paths whose bodies are parsed by a mounted component of their own (the sandbox OpenID Provider). */
// The sandbox agency inbox verifies signatures over the exact bytes it received.
const OWN_BODY_PARSING = ['/sandbox/sso', '/sandbox/agencies/'];

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Bodies, in one pass that requests without a body skip: a body of another type (text/plain, form
 * data …) is 415, not a confusing validation error; JSON is parsed (size limit, 400 when malformed);
 * JSON nested deeper than any DTO needs would exhaust the validators' recursion, so it is refused.
 */
export function bodyParsing(jsonBodyLimit: number): RequestHandler {
  const json = express.json({
    limit: jsonBodyLimit,
    type: ['application/json', 'application/*+json'],
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req) || OWN_BODY_PARSING.some((p) => req.path.startsWith(p))) return next();
    if (!req.is(BODY_TYPES)) {
      return next(new UnsupportedMediaTypeError('UNSUPPORTED_MEDIA_TYPE.json_only'));
    }
    // Uploads are read as they arrive: a compressed multipart body cannot be, so it is refused.
    const encoding = req.headers['content-encoding'];
    if (encoding && encoding.trim().toLowerCase() !== 'identity' && req.is('multipart/form-data')) {
      return next(new UnsupportedMediaTypeError('UNSUPPORTED_MEDIA_TYPE.upload_encoding'));
    }
    json(req, res, (err?: unknown) => {
      if (err) return next(err);
      if (walkBody(req).tooDeep) {
        return next(
          new ValidationFailedError({ id: 'VALIDATION_FAILED.too_deep', values: { depth: MAX_JSON_DEPTH } }),
        );
      }
      next();
    });
  };
}
