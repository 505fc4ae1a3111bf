import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
  Type,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCreatedResponse } from '@nestjs/swagger';
import type { HeaderObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { Response } from 'express';
import { Observable, tap } from 'rxjs';

const LOCATION_METADATA = 'cjs:created-location';

/** Sets `Location` on a 201 from the answer's fields (`/api/v1/journeys/{id}`), replays included. */
@Injectable()
export class CreatedLocationInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const template = this.reflector.get<string>(LOCATION_METADATA, context.getHandler());
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      tap((body: Record<string, unknown> | undefined) => {
        if (res.statusCode !== 201 || !body || res.headersSent) return;
        res.setHeader(
          'Location',
          template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(body[key]))),
        );
      }),
    );
  }
}

/**
 * A route that creates a resource: its 201 answer (`type`) carries `Location`, the path where the
 * resource is read, built from the answer's fields, and the other `headers` the route sets. Put it right above the route decorator so that
 * it is the outermost of the route's interceptors (an idempotent replay gets its Location too).
 */
export function CreatedAt(
  type: Type<unknown>,
  template: string,
  description: string,
  headers: Record<string, HeaderObject> = {},
) {
  return applyDecorators(
    ApiCreatedResponse({
      type,
      description,
      headers: {
        ...headers,
        Location: {
          description: 'Where the created resource is read',
          schema: {
            type: 'string',
            format: 'uri-reference',
            example: template.replace(/\{\w+\}/g, '5b0e3f3e-2f0c-4b7a-9d59-6f1f0d7a1c11'),
          },
        },
      },
    }),
    SetMetadata(LOCATION_METADATA, template),
    UseInterceptors(CreatedLocationInterceptor),
  );
}
