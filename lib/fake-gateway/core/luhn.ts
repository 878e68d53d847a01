/** Luhn check digit of a string of digits (SIREN and SIRET end with one). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  // Doubling starts from the digit just left of where the check digit goes.
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isLuhnValid(digits: string): boolean {
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits[digits.length - 1]);
}
