/** The fake's "now": fixed at SPEC §9's date unless a test moves it (POST /__fake/clock). */
export const DEFAULT_NOW_ISO = '2020-03-03T10:00:00.000+01:00';

export interface Clock {
  now(): Date;
  set(instant: Date): void;
  reset(): void;
  /** True while a test has moved it away from the default. */
  readonly isSet: boolean;
}

export function createClock(defaultNow = new Date(DEFAULT_NOW_ISO)): Clock {
  let current: Date | undefined;
  return {
    now: () => new Date((current ?? defaultNow).getTime()),
    set: (instant) => {
      current = new Date(instant.getTime());
    },
    reset: () => {
      current = undefined;
    },
    get isSet() {
      return current !== undefined;
    },
  };
}
