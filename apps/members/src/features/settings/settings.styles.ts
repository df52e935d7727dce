'use client';

import styled from 'styled-components';

export const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[6]};
`;

/** One card of the settings page, named by its heading. */
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  padding: ${({ theme }) => theme.spacing[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }

  p {
    margin: 0;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
`;

/** A fieldset of checkboxes without the browser's frame. */
export const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing[2]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

/** "Saved" line under a set of preferences; always one line high. */
export const SaveStatus = styled.p`
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
