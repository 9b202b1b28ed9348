/**
 * The bounds of a profile's education and work experience entries, shared by the profile editor and the
 * complete-profile steps. Both add (create…) and edit (update…), so each bound is the tighter of the two.
 */
import {
  createEducationBodyDescriptionMax, createEducationBodyDescriptionMin, createEducationBodyFieldOfStudyMax, createEducationBodySchoolNameMax,
  createWorkExperienceBodyCompanyNameMax, createWorkExperienceBodyDescriptionMax, createWorkExperienceBodyDescriptionMin, createWorkExperienceBodyJobTitleMax,
  updateEducationBodyDescriptionMax, updateEducationBodyDescriptionMin, updateEducationBodyFieldOfStudyMax, updateEducationBodySchoolNameMax,
  updateWorkExperienceBodyCompanyNameMax, updateWorkExperienceBodyDescriptionMax, updateWorkExperienceBodyDescriptionMin, updateWorkExperienceBodyJobTitleMax,
} from '@sdk/generated/jobseeker/zod';
import type { LengthBounds } from './form-rules';

const tighter = (add: LengthBounds, edit: LengthBounds): LengthBounds => ({ min: Math.max(add.min, edit.min), max: Math.min(add.max, edit.max) });

export const EDUCATION_BOUNDS = {
  schoolNameMax: Math.min(createEducationBodySchoolNameMax, updateEducationBodySchoolNameMax),
  fieldOfStudyMax: Math.min(createEducationBodyFieldOfStudyMax, updateEducationBodyFieldOfStudyMax),
  description: tighter(
    { min: createEducationBodyDescriptionMin, max: createEducationBodyDescriptionMax },
    { min: updateEducationBodyDescriptionMin, max: updateEducationBodyDescriptionMax },
  ),
};

export const WORK_EXPERIENCE_BOUNDS = {
  companyNameMax: Math.min(createWorkExperienceBodyCompanyNameMax, updateWorkExperienceBodyCompanyNameMax),
  jobTitleMax: Math.min(createWorkExperienceBodyJobTitleMax, updateWorkExperienceBodyJobTitleMax),
  description: tighter(
    { min: createWorkExperienceBodyDescriptionMin, max: createWorkExperienceBodyDescriptionMax },
    { min: updateWorkExperienceBodyDescriptionMin, max: updateWorkExperienceBodyDescriptionMax },
  ),
};
