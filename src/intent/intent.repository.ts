import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { IntentEntity } from './intent.entity';

@Injectable()
export class IntentRepository {
  constructor(@InjectRepository(IntentEntity) private readonly intents: Repository<IntentEntity>) {}

  create(intent: Omit<IntentEntity, 'id'>): Promise<IntentEntity> {
    return this.intents.save(this.intents.create(intent));
  }

  /** The intent if it belongs to the citizen; null otherwise (another citizen's intent is simply not found). */
  findOwned(citizenId: string, id: string): Promise<IntentEntity | null> {
    return this.intents.findOneBy({ id, citizenId });
  }
}
