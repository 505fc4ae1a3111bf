import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AssuranceRequiredError } from '../errors/domain-error';
import { ASSURANCE_CHECKER, AssuranceChecker, CurrentHighAssurance } from './assurance.port';
import { AuthenticatedCitizen } from './authenticated-citizen';

export type RequestWithAssurance = { user?: AuthenticatedCitizen; assurance?: CurrentHighAssurance };

/** 403 ASSURANCE_REQUIRED unless the caller holds a current HIGH assurance; exposes it as `req.assurance`. */
@Injectable()
export class HighAssuranceGuard implements CanActivate {
  constructor(@Inject(ASSURANCE_CHECKER) private readonly assurance: AssuranceChecker) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithAssurance>();
    if (!req.user) return false;
    const current = await this.assurance.currentHigh(req.user.citizenId);
    if (!current) throw new AssuranceRequiredError();
    req.assurance = current;
    return true;
  }
}
