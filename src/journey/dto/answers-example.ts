/**
 * Swagger UI's prefilled answers: every required question of the birth journey's first milestone
 * (`about-the-birth`), so the example works as sent (`npm run qa:swagger` sends it unchanged).
 */
export const ABOUT_THE_BIRTH_EXAMPLE = {
  birth_date: '2026-11-02',
  number_of_babies: 1,
  birth_location: 'hospital',
  parents_married: true,
  parents_work: ['employed'],
};
