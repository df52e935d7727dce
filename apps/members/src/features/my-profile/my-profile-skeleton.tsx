'use client';

import { Skeleton } from '@dating/ui/skeleton';
import { VisuallyHidden } from '@dating/ui/visually-hidden';
import { Card, Column, HeroRoot, Layout, SkeletonPhotos } from './my-profile.styles';

/** The screen's shape while the member's data loads: hero, photo tiles and form lines, announced once. */
export function MyProfileSkeleton({ label }: { label: string }) {
  return (
    <Layout role="status" aria-busy="true" data-testid="my-profile-skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Column>
        <HeroRoot as="div">
          <Skeleton shape="circle" width="120px" height="120px" />
          <div>
            <Skeleton shape="text" width="10rem" height="1.5rem" />
            <Skeleton shape="text" width="7rem" />
          </div>
        </HeroRoot>
        <Card as="div">
          <Skeleton shape="text" width="8rem" height="1.5rem" />
          <SkeletonPhotos>
            <Skeleton shape="photo" />
            <Skeleton shape="photo" />
          </SkeletonPhotos>
        </Card>
      </Column>
      <Column>
        <Card as="div">
          <Skeleton shape="text" width="8rem" height="1.5rem" />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="2.75rem" />
          ))}
        </Card>
      </Column>
    </Layout>
  );
}
