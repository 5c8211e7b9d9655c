/**
 * Every validation text of spec section 5 as an ICU message, Dutch (the source language) and
 * English side by side. This is the source for the `validation.*` ids in `locales/`: a script
 * merges it into both locale files, so a rule and its wording change in one place.
 * Placeholders are filled by the caller: amounts and sizes already formatted (`€ 1.000`,
 * `10 MB`), dates as `dd-MM-yyyy`, pension ages as text (`67 jaar en 3 maanden`), the examples of
 * how to write a number (`{whole}`, `{decimal}`) in the page's language (`1.250`, `1.250,50`).
 */

/** One message in both languages. */
export interface ValidationMessage {
  /** Dutch ICU message. */
  nl: string;
  /** English ICU message. */
  en: string;
}

/** The validation messages by id. */
export const validationMessages = {
  'validation.required': {
    nl: 'Dit is een verplicht veld',
    en: 'This is a mandatory field',
  },
  'validation.number': {
    nl: 'De waarde moet een getal zijn',
    en: 'Value must be a number',
  },
  'validation.range': {
    nl: 'Vul een getal in van {first} tot en met {second}',
    en: 'Enter a number from {first} to {second}',
  },
  'validation.tooMuch': {
    nl: 'Oeps, dat lijkt wat veel',
    en: 'Oops, that seems a bit much',
  },
  'validation.validNumber': {
    nl: 'Vul een geldig getal in',
    en: 'Enter a valid number',
  },
  'validation.min': {
    nl: 'De waarde moet {amount} of hoger zijn',
    en: 'Value must be greater than or equal to {amount}',
  },
  'validation.positive': {
    nl: 'Vul een getal groter dan 0 in',
    en: 'Enter a number greater than 0',
  },
  'validation.noDecimals': {
    nl: 'Vul een getal zonder decimalen in',
    en: 'Enter a number without decimals',
  },
  'validation.amountFormat': {
    nl: 'Typ een bedrag zoals {whole} of {decimal}',
    en: 'Enter an amount such as {whole} or {decimal}',
  },
  'validation.numberFormat': {
    nl: 'Typ een getal zoals {whole} of {decimal}',
    en: 'Enter a number such as {whole} or {decimal}',
  },
  'validation.wholeNumberFormat': {
    nl: 'Typ een heel getal zoals {whole}',
    en: 'Enter a whole number such as {whole}',
  },
  'validation.currencyMin': {
    nl: 'Het bedrag moet hoger zijn dan {amount} euro',
    en: 'The amount must be greater than {amount} euro',
  },
  'validation.atLeastOne': {
    nl: 'Kies minimaal 1 optie',
    en: 'Choose at least 1 option',
  },
  'validation.interestPositive': {
    nl: 'De rente moet hoger zijn dan 0',
    en: 'The interest must be greater than 0',
  },
  'validation.age.max': {
    nl: 'De leeftijd mag niet hoger zijn dan {year} jaar',
    en: 'The age may not be above {year}',
  },
  'validation.age.above': {
    nl: 'De leeftijd moet hoger zijn dan {age} jaar',
    en: 'The age must be higher than {age}',
  },
  'validation.notAboveExpectedPension': {
    nl: 'Het bedrag mag niet hoger zijn dan uw verwachte pensioen',
    en: 'The amount may not be higher than your expected pension',
  },
  'validation.date.invalid': {
    nl: 'Vul een geldige datum in, bijvoorbeeld 31-12-1990',
    en: 'Enter a valid date, for example 31-12-1990',
  },
  'validation.date.twoMonthsAhead': {
    nl: 'De datum moet minstens twee maanden in de toekomst liggen',
    en: 'The date must be at least two months in the future',
  },
  'validation.date.notFuture': {
    nl: 'De datum mag niet in de toekomst liggen',
    en: 'The date must not be in the future',
  },
  'validation.date.maxYearsAhead': {
    nl: 'De datum mag maximaal {year} jaar in de toekomst liggen',
    en: 'The date may be at most {year, plural, one {# year} other {# years}} in the future',
  },
  'validation.date.beforeOrEqualEnd': {
    nl: 'De datum moet op of vóór de einddatum liggen',
    en: 'The date must be on or before the end date',
  },
  'validation.date.notEarlier': {
    nl: 'De datum mag niet eerder zijn dan {date}',
    en: 'The date must not be earlier than {date}',
  },
  'validation.date.statePensionAgeRange': {
    nl: 'De leeftijd mag maximaal 5 jaar vóór of na de AOW-leeftijd liggen',
    en: 'The age may be at most 5 years before or after the state pension age',
  },
  'validation.pensionAgeRange': {
    nl: 'Kies een pensioenleeftijd tussen {first} en {second}',
    en: 'Choose a pension age between {first} and {second}',
  },
  'validation.month': {
    nl: 'Vul een maand in van 0 tot en met 11',
    en: 'Enter a month from 0 to 11',
  },
  'validation.cohabiting': {
    nl: 'De datum waarop u bent gaan samenwonen moet na {date} liggen',
    en: 'The date you started living together must be after {date}',
  },
  'validation.file.type': {
    nl: 'Alleen bestanden van het type pdf, jpeg of png zijn toegestaan',
    en: 'Only pdf, jpeg or png files are allowed',
  },
  'validation.file.allowedTypes': {
    nl: 'Toegestane bestandstypen: pdf, jpeg en png',
    en: 'Allowed file types: pdf, jpeg and png',
  },
  'validation.file.totalSize': {
    nl: 'De bestanden zijn samen te groot. De totale grootte moet kleiner zijn dan {size}.',
    en: 'The files are too large together. The total size must be below {size}.',
  },
  'validation.file.duplicateName': {
    nl: 'U heeft al een bestand met deze naam toegevoegd',
    en: 'You have already added a file with this name',
  },
  'validation.file.required': {
    nl: 'Voeg minimaal één bestand toe',
    en: 'Add at least one file',
  },
  'validation.bsn': {
    nl: 'Geen geldig BSN',
    en: 'No valid BSN number',
  },
  'validation.bsn.samePerson': {
    nl: 'Het BSN van uw partner moet anders zijn dan uw eigen BSN',
    en: 'Your partner’s BSN must differ from your own',
  },
  'validation.postcode': {
    nl: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB',
    en: 'Enter a valid postcode, for example 1234 AB',
  },
  'validation.email': {
    nl: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl',
    en: 'Enter a valid e-mail address, for example name@example.com',
  },
  'validation.name': {
    nl: 'Vul een geldige naam in',
    en: 'Enter a valid name',
  },
  'validation.houseNumber': {
    nl: 'Vul een geldig huisnummer in',
    en: 'Enter a valid house number',
  },
  'validation.houseNumberAddition': {
    nl: 'Vul een geldige toevoeging in, bijvoorbeeld A of 2',
    en: 'Enter a valid addition, for example A or 2',
  },
} satisfies Record<string, ValidationMessage>;

/** The id of a validation message. */
export type ValidationMessageId = keyof typeof validationMessages;
