import { PremiumCelebration } from '../../features/billing/premium-celebration.tsx';
import { Workspace } from '../../features/workspace/workspace.tsx';

/** /playground: the PDF workspace (spec 2), and the welcome after a purchase (spec 3 §2). */
export function PlaygroundPage() {
  return (
    <>
      <Workspace />
      <PremiumCelebration />
    </>
  );
}
