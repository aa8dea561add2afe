"""Rules-reference knowledge base for Arkham Horror: The Card Game and Elder Sign."""
