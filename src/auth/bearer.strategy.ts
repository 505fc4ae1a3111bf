import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-http-bearer';
import type { AuthenticatedCitizen } from '../common/auth/authenticated-citizen';
import { SessionService } from './session.service';

/** passport-http-bearer: the bearer token is a session token; its citizen becomes `req.user`. */
@Injectable()
export class BearerStrategy extends PassportStrategy(Strategy, 'bearer') {
  constructor(private readonly sessions: SessionService) {
    super();
  }

  async validate(token: string): Promise<AuthenticatedCitizen | false> {
    return (await this.sessions.authenticate(token)) ?? false;
  }
}
