/** The 50 US states, alphabetical; no territories or DC (SPEC §3). */
export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

/** The 25 condition options in the spec's order; "None" is an ordinary option (SPEC §5). */
export const MEDICAL_CONDITIONS = [
  'Anxiety (Generalized Anxiety Disorder)',
  'Arthritis',
  'Chronic Fatigue',
  'Chronic Pain/Fibromyalgia',
  'Coronary Artery Disease',
  'Depression',
  'Fatty Liver Disease',
  'Fibromyalgia',
  'High Cholesterol',
  'Hypertension (High Blood Pressure)',
  'Insomnia',
  'Insulin Resistance (Includes Pre-diabetes or Gestational Diabetes)',
  'Kidney Disease',
  'Knee Pain',
  'Lower Back Pain',
  'Migraines',
  'Obesity',
  'Osteopenia (low bone density)',
  'Overweight',
  "Parkinson's Disease",
  'Prediabetes',
  'Thyroid Disease',
  'Thyroid Dysfunction (Hypothyroidism or Hyperthyroidism)',
  'Type 2 Diabetes',
  'None',
] as const;

export const SEX_OPTIONS = ['Female', 'Male', 'Other'] as const;

export const HEIGHT_FEET = [4, 5, 6, 7] as const;
export const HEIGHT_INCHES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

/** Every height from 4'0" to 7'11", in feet'inches" form (SPEC §3). */
export const HEIGHTS: readonly string[] = HEIGHT_FEET.flatMap((feet) =>
  HEIGHT_INCHES.map((inches) => `${feet}'${inches}"`),
);

export const MIN_AGE = 18;
export const MAX_AGE = 120;

/** Shown to the person as a hint only: SPEC §5 says these bounds are not enforced. */
export const WEIGHT_HINT_MIN_LBS = 50;
export const WEIGHT_HINT_MAX_LBS = 500;

/** Longest answers a case may carry; the inputs and the stored case enforce the same limits. */
export const MAX_NAME_LENGTH = 200;
export const MAX_RISK_FACTORS_LENGTH = 2000;
/** Longest age or weight a survey in progress may hold as typed: far more than any real one. */
export const MAX_NUMBER_TEXT_LENGTH = 64;

export const UNDER_AGE_MESSAGE = 'You must be 18 or older to use this service';
