import styled from 'styled-components';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export const AvatarRoot = styled.span<{ $dimension: string }>`
  position: relative;
  display: inline-flex;
  flex: none;
  width: ${({ $dimension }) => $dimension};
  height: ${({ $dimension }) => $dimension};
  vertical-align: middle;
`;

export const AvatarImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.round};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.neutral[100]};
`;

export const AvatarInitials = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary[100]};
  color: ${({ theme }) => theme.colors.primary[800]};
  font-family: ${({ theme }) => theme.typography.fontFamily.body};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: 1;
  text-transform: uppercase;
  user-select: none;

  [data-size='sm'] > & {
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  }
  [data-size='md'] > & {
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
  [data-size='lg'] > & {
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  }
  [data-size='xl'] > & {
    font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
  }
`;

export const AvatarMarker = styled.span`
  position: absolute;
  inset-inline-end: -4px;
  bottom: -4px;
  display: inline-flex;
`;
