import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ROUTES } from '@/lib/access';

const SECTIONS = ['Professionnel', 'Projet', 'Suivi', 'Commentaire et motifs'];

export default function RelationshipLoading() {
  return (
    <>
      <PageHeader title={ROUTES.relationshipView.title} subtitle="Chargement de la mise en relation…" />
      <div className="grid gap-6 lg:grid-cols-2" aria-busy="true">
        {SECTIONS.map((title) => (
          <Card key={title}>
            <CardHeader>
              <span className="text-base font-semibold text-fg">{title}</span>
            </CardHeader>
            <CardContent className="grid gap-3 md:grid-cols-2">
              {Array.from({ length: 4 }, (_, index) => (
                <span key={index} className="flex flex-col gap-1">
                  <Skeleton className="h-3 w-24" />
                  <Skeleton className="h-4 w-40" />
                </span>
              ))}
            </CardContent>
          </Card>
        ))}
      </div>
    </>
  );
}
