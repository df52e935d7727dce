'use client';

import styled from 'styled-components';

export const DropdownRoot = styled.div`
  position: relative;
`;

export const DropdownButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: ${({ theme }) => `0 ${theme.spacing[3]}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.default};
  font: inherit;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primary[50]};
    border-color: ${({ theme }) => theme.colors.primary[200]};
  }
`;

export const Caret = styled.span`
  width: 0;
  height: 0;
  border-left: 5px solid transparent;
  border-right: 5px solid transparent;
  border-top: 5px solid currentColor;
`;

export const MenuList = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.spacing[1]});
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 12rem;
  margin: 0;
  padding: ${({ theme }) => theme.spacing[1]} 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const MenuItemControl = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[3]};
  width: 100%;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[4]}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text.default};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primary[50]};
  }

  &[aria-checked='true'] {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;
