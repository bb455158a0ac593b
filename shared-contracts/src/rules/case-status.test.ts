import { CarrierCaseResolutionType, CaseDisplayStatus, CaseStatus } from '../domain/case-status';
import { collapseCaseStatus } from './case-status';

describe('collapseCaseStatus (spec 001 §4)', () => {
  it('"resolved or voided ... becomes Resolved (voided also sets isVoided)"', () => {
    expect(collapseCaseStatus({ status: CaseStatus.Resolved })).toEqual({
      displayStatus: CaseDisplayStatus.Resolved,
      isVoided: false,
    });
    expect(collapseCaseStatus({ status: CaseStatus.Voided })).toEqual({
      displayStatus: CaseDisplayStatus.Resolved,
      isVoided: true,
    });
  });
  it('"or a resolution type of Paid or Declined, becomes Resolved"', () => {
    for (const resolution of [CarrierCaseResolutionType.Paid, CarrierCaseResolutionType.Declined]) {
      expect(
        collapseCaseStatus({ status: CaseStatus.InProgress, carrierCaseResolutionType: resolution })
          .displayStatus,
      ).toBe('resolved');
    }
  });
  it('"the on-hold family (broker update pending, carrier documents pending, carrier tracking info pending) becomes On Hold"', () => {
    for (const status of [
      CaseStatus.BrokerUpdatePending,
      CaseStatus.CarrierDocumentsPending,
      CaseStatus.CarrierTrackingInfoPending,
    ]) {
      expect(collapseCaseStatus({ status }).displayStatus).toBe(CaseDisplayStatus.OnHold);
    }
  });
  it('"the in-progress family becomes In Progress"', () => {
    expect(collapseCaseStatus({ status: CaseStatus.Escalated }).displayStatus).toBe(
      CaseDisplayStatus.InProgress,
    );
  });
  it('"anything else becomes New"', () => {
    expect(
      collapseCaseStatus({
        status: CaseStatus.New,
        carrierCaseResolutionType: CarrierCaseResolutionType.None,
      }),
    ).toEqual({
      displayStatus: CaseDisplayStatus.New,
      isVoided: false,
    });
  });
});
