/**
 * Academy courses for G06 (recommended courses): two per job category, one for beginners and one for
 * experienced job seekers, with deterministic figures derived from the id (no randomness).
 */
import type { Course } from '../../sdk/generated/reco/hooks';

type XpLvlKey = Course['xp_lvl_keys'][number];

/** [job category id, beginner course title, advanced course title] */
const TITLES: readonly (readonly [number, string, string])[] = [
  [1, 'Bookkeeping Fundamentals', 'IFRS Financial Reporting Essentials'],
  [2, 'Office Administration Basics', 'Executive Assistant Masterclass'],
  [3, 'Customer Service Excellence', 'Leading a Contact Center Team'],
  [4, 'Engineering Drawing and CAD', 'Reliability Engineering in Practice'],
  [5, 'Programming with JavaScript', 'Scalable Backend Architecture'],
  [6, 'Excel for Data Analysis', 'SQL and Python for Analysts'],
  [7, 'Graphic Design Principles', 'UX Research and Prototyping'],
  [8, 'Digital Marketing Foundations', 'Performance Marketing Strategy'],
  [9, 'Selling Skills for New Reps', 'Key Account Management'],
  [10, 'HR Administration Essentials', 'Strategic Talent Management'],
  [11, 'Contract Law Basics', 'Corporate Compliance and Governance'],
  [12, 'Patient Care Fundamentals', 'Clinical Leadership'],
  [13, 'Teaching Methods 101', 'Designing Corporate Training'],
  [14, 'Front Office Operations', 'Hotel Revenue Management'],
  [15, 'Warehouse Operations', 'Supply Chain Planning'],
  [16, 'Lean Manufacturing Basics', 'Six Sigma Green Belt'],
  [17, 'Construction Safety Essentials', 'Construction Project Controls'],
  [18, 'Personal Finance and Budgeting', 'Financial Modeling and Valuation'],
  [19, 'Introduction to Product Management', 'Product Strategy and Roadmaps'],
  [20, 'Project Management Fundamentals', 'PMP Exam Preparation'],
];

const BEGINNER_LEVELS: readonly XpLvlKey[] = ['no_experience', 'fresh_graduate', 'one_to_three_years'];
const ADVANCED_LEVELS: readonly XpLvlKey[] = ['three_to_five_years', 'five_to_ten_years', 'more_than_ten_years'];
/** Categories that share courses (finance with accounting, product with project management). */
const RELATED_CATEGORY: Readonly<Record<number, number>> = { 1: 18, 18: 1, 19: 20, 20: 19, 5: 6, 6: 5 };

function slugOf(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function course(id: number, categoryId: number, title: string, advanced: boolean): Course {
  const related = RELATED_CATEGORY[categoryId];
  return {
    id,
    title,
    provider: id % 3 === 0 ? 'Coursera' : 'Jobchat Academy',
    url: `https://academy.example.com/courses/${slugOf(title)}-${id}`,
    cover_image: `https://assets.example.com/academy/courses/${id}.jpg`,
    job_category_ids: related ? [categoryId, related] : [categoryId],
    xp_lvl_keys: [...(advanced ? ADVANCED_LEVELS : BEGINNER_LEVELS)],
    level: advanced ? 'advanced' : id % 4 === 0 ? 'intermediate' : 'beginner',
    duration_hours: advanced ? 10 + (id % 7) * 2 : 3 + (id % 5),
    is_free: !advanced && id % 2 === 1,
    rating: Math.round((4 + ((id * 37) % 10) / 10) * 10) / 10,
    enrolled_count: 500 + ((id * 7919) % 12_000),
  };
}

export const COURSES: readonly Course[] = TITLES.flatMap(([categoryId, beginner, advanced], index) => [
  course(index * 2 + 1, categoryId, beginner, false),
  course(index * 2 + 2, categoryId, advanced, true),
]);
