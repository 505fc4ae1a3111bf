import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IntentModule } from '../intent/intent.module';
import { JourneyController } from './journey.controller';
import { JourneyEntity, JourneyEventEntity, JourneyMilestoneEntity } from './journey.entity';
import { JourneyRepository } from './journey.repository';
import { JourneyService } from './journey.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([JourneyEntity, JourneyMilestoneEntity, JourneyEventEntity]),
    IntentModule,
  ],
  controllers: [JourneyController],
  providers: [JourneyRepository, JourneyService],
  exports: [JourneyService],
})
export class JourneyModule {}
