/**
 * The carrier score card of the dashboard (spec 000 §3 `carrierScoreCard`; fields not shown). These
 * are the measures a freight carrier is judged by; percentages are 0..100.
 */
export interface CarrierScoreCard {
  onTimePickupPercent: number;
  onTimeDeliveryPercent: number;
  trackingCompliancePercent: number;
  tenderAcceptancePercent: number;
  /** Loads delivered in the scoring window. */
  loadsDelivered: number;
  /** Loads that fell off after booking in the scoring window. */
  fallOffs: number;
  /** The window the figures cover, in days. */
  periodDays: number;
  /** Overall grade 0..100. */
  overallScore: number;
}

export interface Dashboard {
  carrierScoreCard: CarrierScoreCard;
}
