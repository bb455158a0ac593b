// Dock schedules (spec 001 §3 'Dock schedule: per day of week (0-6) isClosed, isTwentyFourHour,
// startTime, endTime, plus equipmentModes, shippingModes, stopTypes'; §9 defaults).
import { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import type { DayOfWeek, DockDayHours, DockSchedule } from '@trucks/shared-contracts/domain/location';
import { DockStopType } from '@trucks/shared-contracts/domain/location-type';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import type { DockScheduleInput } from '@trucks/shared-contracts/api/catalogue/shipper';

export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const ALL_DAYS: DayOfWeek[] = [0, 1, 2, 3, 4, 5, 6];

/**
 * Spec 001 §9: 'Default dock hours 00:00-23:59 on all seven days, not closed. Default dock equipment
 * modes Dry, Reefer, Flatbed, Bulk; shipping modes TL, LTL, Bulk, Intermodal; stop types Shipping,
 * Receiving.'
 */
export function defaultDockSchedule(): DockScheduleInput {
  return {
    days: ALL_DAYS.map((dayOfWeek) => ({
      dayOfWeek,
      isClosed: false,
      isTwentyFourHour: false,
      startTime: '00:00',
      endTime: '23:59',
    })),
    equipmentModes: [EquipmentMode.Dry, EquipmentMode.Reefer, EquipmentMode.Flatbed, EquipmentMode.Bulk],
    shippingModes: [ShippingMode.TL, ShippingMode.LTL, ShippingMode.Bulk, ShippingMode.Intermodal],
    stopTypes: [DockStopType.Shipping, DockStopType.Receiving],
  };
}

/** The schedule the form opens with: the saved one with its days in order, else the defaults. */
export function dockScheduleValuesOf(schedule: DockSchedule | null | undefined): DockScheduleInput {
  if (!schedule) return defaultDockSchedule();
  const defaults = defaultDockSchedule();
  const byDay = new Map(schedule.days.map((day) => [day.dayOfWeek, day]));
  return {
    days: defaults.days.map((day) => ({ ...day, ...byDay.get(day.dayOfWeek) })),
    equipmentModes: schedule.equipmentModes,
    shippingModes: schedule.shippingModes,
    stopTypes: schedule.stopTypes,
    ...(schedule.instructions ? { instructions: schedule.instructions } : {}),
  };
}

/** 'Closed', 'Open 24 hours' or '08:00-17:00'. */
export function dayHoursText(day: DockDayHours): string {
  if (day.isClosed) return 'Closed';
  if (day.isTwentyFourHour) return 'Open 24 hours';
  return `${day.startTime}-${day.endTime}`;
}

/** What is sent: a closed or 24-hour day keeps the default times (the API checks them as 'HH:mm'). */
export function dockScheduleInputOf(values: DockScheduleInput): DockScheduleInput {
  const instructions = values.instructions?.trim();
  return {
    days: values.days.map((day) => ({
      dayOfWeek: day.dayOfWeek,
      isClosed: Boolean(day.isClosed),
      isTwentyFourHour: !day.isClosed && Boolean(day.isTwentyFourHour),
      startTime: day.startTime || '00:00',
      endTime: day.endTime || '23:59',
    })),
    equipmentModes: values.equipmentModes,
    shippingModes: values.shippingModes,
    stopTypes: values.stopTypes,
    ...(instructions ? { instructions } : {}),
  };
}
