import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AgentMessageEntity } from './agent-message.entity';

export type NewAgentMessage = Omit<AgentMessageEntity, 'id' | 'seq'>;

@Injectable()
export class AgentRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores one exchange (the citizen's message and the reply) together, in order. */
  async appendExchange(question: NewAgentMessage, reply: NewAgentMessage): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      const repo = em.getRepository(AgentMessageEntity);
      await repo.insert(repo.create(question));
      await repo.insert(repo.create(reply));
    });
  }

  /** The conversation on a journey, oldest first, `limit` messages after `afterSeq`; ownership is part of the query. */
  listByJourney(
    citizenId: string,
    journeyId: string,
    limit: number,
    afterSeq: string | null,
  ): Promise<AgentMessageEntity[]> {
    const query = this.dataSource
      .getRepository(AgentMessageEntity)
      .createQueryBuilder('m')
      .where('m.journey_id = :journeyId AND m.citizen_id = :citizenId', { journeyId, citizenId });
    if (afterSeq !== null) query.andWhere('m.seq > :afterSeq', { afterSeq });
    return query.orderBy('m.seq', 'ASC').limit(limit).getMany();
  }
}
