'use client';

import styled from 'styled-components';
import { pillTagCss } from '@/components/css';

/** Phone first: one column of tiers, two from 576 px, four from 992 px. */
export const TierList = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.spacing[4]};
  margin: 0 0 ${({ theme }) => theme.spacing[6]};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

export const Tier = styled.li`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  align-content: start;
  padding: ${({ theme }) => theme.spacing[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};

  &[data-popular] {
    border: 2px solid ${({ theme }) => theme.colors.primary[600]};
  }
  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  }
`;

export const PopularTag = styled.span`
  justify-self: start;
  padding: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[2]}`};
  ${pillTagCss}
  background: ${({ theme }) => theme.colors.primary[700]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Price = styled.p`
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Was = styled.s`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  margin-bottom: ${({ theme }) => theme.spacing[6]};
`;

export const Benefits = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing[6]};
  padding-left: ${({ theme }) => theme.spacing[5]};
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
`;

export const MethodList = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};

  legend {
    margin-bottom: ${({ theme }) => theme.spacing[2]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

export const MethodOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary[600]};
    background: ${({ theme }) => theme.colors.primary[50]};
  }
  &:has(input:focus-visible) {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focus.ring};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary[700]};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.spacing[6]};

  th,
  td {
    padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[2]}`};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
    vertical-align: top;
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
`;

/** Lets a wide table scroll sideways on a phone instead of widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.spacing[6]};

  table {
    margin-bottom: 0;
  }
`;
