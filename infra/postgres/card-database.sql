-- The card profile's stack keeps its SQL side (personal-data keys, checkpoints, read models) apart from the default one.
create database harambee_card;
