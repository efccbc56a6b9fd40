// A job description and a job-fit answer written from the owner's own content, for the job-fit spec and
// the screenshots of the closing note: the answer a well-behaved model gives, with its three parts.
import type { Profile } from '../../src/content/schema'

/** A posting that asks for the owner's first role, two of its technologies and one thing not there. */
export function sampleJobDescription(profile: Profile): string {
  const [role] = profile.experience
  const [first = 'Python', second = 'SQL'] = role?.technologies ?? []
  return [
    `${role?.role ?? 'Software Engineer'}`,
    '',
    'About the role: you will build and run the systems our product teams depend on.',
    '',
    'Requirements:',
    `- Professional experience with ${first} and ${second}`,
    `- A track record shipping work like: ${role?.description ?? 'production services'}`,
    '- Experience designing FPGA firmware in Verilog',
  ].join('\n')
}

/** The answer: a verdict, evidence linked to the page's sections, and the gap named plainly. */
export function sampleJobFitAnswer(profile: Profile): string {
  const [role] = profile.experience
  const [first = 'Python', second = 'SQL'] = role?.technologies ?? []
  const project = profile.sampleProjects[0]
  return [
    `**Verdict:** a partial fit. ${profile.name} matches the core engineering requirements; the FPGA work is missing.`,
    '',
    '**Evidence**',
    `- **${first} and ${second}**: used as ${role?.role ?? 'an engineer'} at ${role?.company ?? 'her company'} ([Experience](#experience)).`,
    `- **Shipping similar work**: ${(role?.description ?? role?.highlights[0] ?? role?.role ?? '').split(/[;.]/)[0]} ([Experience](#experience)).`,
    ...(project
      ? [`- **Building end to end**: the ${project.name} project ([Projects](#projects)).`]
      : []),
    '',
    '**Gaps**',
    '- FPGA firmware in Verilog: nothing in the portfolio shows it.',
  ].join('\n')
}
