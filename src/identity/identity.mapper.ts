import type { AssuranceDto } from './dto/assurance.dto';
import type { LivenessSessionDto, LivenessWebSdkDto } from './dto/liveness-session.dto';
import type { IdentityAssuranceEntity } from './identity-assurance.entity';
import type { LivenessSessionEntity, LivenessStatus } from './liveness-session.entity';

export function livenessStatus(s: LivenessSessionEntity, now: Date): LivenessStatus {
  if (s.status === 'PENDING' && now.getTime() >= s.expiresAt.getTime()) return 'EXPIRED';
  return s.status;
}

export function toLivenessSession(
  s: LivenessSessionEntity,
  now: Date,
  webSdk: LivenessWebSdkDto | null,
): LivenessSessionDto {
  return {
    assurance_id: s.id,
    status: livenessStatus(s, now),
    purpose: s.purpose,
    expires_at: s.expiresAt.toISOString(),
    web_sdk: webSdk ? { public_key: webSdk.public_key } : null,
  };
}

export function toAssurance(latest: IdentityAssuranceEntity | null, now: Date): AssuranceDto {
  const current = latest !== null && latest.expiresAt.getTime() > now.getTime();
  return {
    level: current ? 'HIGH' : 'SUBSTANTIAL',
    current,
    verified_at: latest ? latest.verifiedAt.toISOString() : null,
    expires_at: latest ? latest.expiresAt.toISOString() : null,
    purpose: latest ? latest.purpose : null,
  };
}
