package cubelab;
public final class Launcher { public static void main(String[] a){ System.out.println("hi"); } }
