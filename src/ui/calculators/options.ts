/** Choices shared by several calculators. */

/** The cities an HRA claim names: the four metros (50% of salary), four large cities and any other (40%). */
export const CITY_OPTIONS = [
  ...['Delhi', 'Mumbai', 'Kolkata', 'Chennai', 'Bengaluru', 'Hyderabad', 'Pune', 'Ahmedabad'].map(
    (city) => [city, city] as const,
  ),
  ['Other', 'Any other city'] as const,
]
