// One definition for the platform and the studio UI: schemas/studioApi.ts.
export { studioCodes } from '../../../../schemas/studioApi.ts';
