/**
 * What syncing a resume puts into the online profile: the ticked work experiences, educations and
 * skills become the profile's own entries (the profile page lists them next). Skills keep the profile's
 * rules: one of each name, at most 10.
 */
import { MAX_SKILLS } from '../handlers/profile/skill-language-handlers';
import { educations as educationLevels } from '../seed/config/catalog-people';
import { educations, entriesOf, skills, workExperiences } from './profile';
import type { SyncableRecord } from './resumes';

/** The education level whose name the resume's degree carries (any letter case), else the lowest. */
function educationLevelOf(degree: string): number {
  return educationLevels.find((level) => level.value.toLowerCase() === degree.trim().toLowerCase())?.id ?? educationLevels[0]!.id;
}

export async function syncIntoProfile(userId: number, chosen: Omit<SyncableRecord, 'resume_id'>, now: string): Promise<void> {
  for (const item of chosen.work_experiences) {
    await workExperiences.insert({
      user_id: userId, company_name: item.company_name, job_title: item.job_title, job_function_id: null, industry_id: null,
      start_date: item.start_date, end_date: item.end_date, is_currently_working: item.is_current, salary: null, currency_id: null,
      description: item.description, is_hidden_from_company: false, created_at: now, updated_at: now,
    });
  }
  for (const item of chosen.educations) {
    await educations.insert({
      user_id: userId, school_name: item.school_name, education_level_id: educationLevelOf(item.degree), field_of_study: item.field_of_study,
      start_date: item.start_date, end_date: item.end_date, is_currently_attending: item.end_date === null, description: null, created_at: now, updated_at: now,
    });
  }
  const names = new Set((await entriesOf(skills, userId)).map((skill) => skill.value.toLowerCase()));
  for (const item of chosen.skills) {
    if (names.size >= MAX_SKILLS || names.has(item.name.toLowerCase())) continue;
    names.add(item.name.toLowerCase());
    await skills.insert({ user_id: userId, value: item.name });
  }
}
