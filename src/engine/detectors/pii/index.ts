// The personal-data detectors, in registry order. Adding one = its file + one line here.

import type { Detector } from '../../types.ts';
import { email } from './email.ts';
import { creditCard } from './credit-card.ts';
import { ssn } from './ssn.ts';
import { ipv4, ipv6 } from './ip-address.ts';
import { phone } from './phone.ts';
import { address } from './address.ts';
import { passport, passportMrz } from './passport.ts';
import { driverLicense } from './driver-license.ts';
import { iban, abaRouting, accountNumber, sortCode, ukAccountAfterSortCode, ifsc } from './bank-account.ts';

export const PII_DETECTORS: readonly Detector[] = [
  email,
  creditCard,
  ssn,
  ipv4,
  ipv6,
  phone,
  address,
  passport,
  passportMrz,
  driverLicense,
  iban,
  abaRouting,
  accountNumber,
  sortCode,
  ukAccountAfterSortCode,
  ifsc,
];
