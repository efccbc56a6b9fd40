// Skill bar widths: Expert 95%, Advanced 85%, Intermediate 75%, any other 65%
const PROFICIENCY: Readonly<Record<string, number>> = { Expert: 95, Advanced: 85, Intermediate: 75 }
const OTHER_PROFICIENCY = 65

export function proficiencyOf(expertise: string): number {
  return PROFICIENCY[expertise] ?? OTHER_PROFICIENCY
}

/** The letter a skill tile shows when its icon is missing or fails to load. */
export function skillInitial(name: string): string {
  return name.trim().charAt(0).toUpperCase()
}
