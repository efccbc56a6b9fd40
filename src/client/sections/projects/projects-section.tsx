import { Section } from '@/client/components/ui/section'

/** The projects section keeps its place and anchor; its content is the projects issue's. */
export function ProjectsSection() {
  return (
    <Section id="projects" title="Featured Projects">
      <p className="text-center text-muted-foreground">Projects are on their way.</p>
    </Section>
  )
}
