import type { CurrentHighAssurance } from '../common/auth/assurance.port';
import type { ChallengeEntity, ChallengeStatus } from './challenge.entity';
import type { CitizenEntity } from './citizen.entity';
import type { ChallengeDto, WebSdkDto } from './dto/challenge.dto';
import type { SessionInfoDto, SessionResponseDto } from './dto/session-response.dto';
import type { SessionEntity } from './session.entity';

export function toSessionInfo(
  session: SessionEntity,
  citizen: CitizenEntity,
  high: CurrentHighAssurance | null,
): SessionInfoDto {
  return {
    token_type: 'Bearer',
    expires_at: session.expiresAt.toISOString(),
    assurance: high
      ? { level: 'HIGH', expires_at: high.expiresAt.toISOString() }
      : { level: 'SUBSTANTIAL', expires_at: session.expiresAt.toISOString() },
    profile: { citizen_id: citizen.id, given_name: citizen.givenName, family_name: citizen.familyName },
  };
}

export function toSessionResponse(
  token: string,
  session: SessionEntity,
  citizen: CitizenEntity,
  high: CurrentHighAssurance | null,
): SessionResponseDto {
  const info = toSessionInfo(session, citizen, high);
  return {
    session_token: token,
    token_type: info.token_type,
    expires_at: info.expires_at,
    assurance: info.assurance,
    profile: info.profile,
  };
}

export function challengeStatus(c: ChallengeEntity, now: Date): ChallengeStatus {
  if (c.status === 'PENDING' && now.getTime() >= c.expiresAt.getTime()) return 'EXPIRED';
  return c.status;
}

export function toChallenge(c: ChallengeEntity, now: Date, webSdk: WebSdkDto | null): ChallengeDto {
  return {
    challenge_id: c.id,
    status: challengeStatus(c, now),
    expires_at: c.expiresAt.toISOString(),
    web_sdk: webSdk ? { public_key: webSdk.public_key } : null,
  };
}
