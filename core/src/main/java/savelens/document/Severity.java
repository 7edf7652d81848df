package savelens.document;

public enum Severity { ERROR, WARNING }
