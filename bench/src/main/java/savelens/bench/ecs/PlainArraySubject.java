package savelens.bench.ecs;

/**
 * The physical reference: positions and velocities as four {@code double[]}, no entities at all.
 * Only moving and reading are defined for it.
 */
final class PlainArraySubject implements EcsSubject {
    private double[] px, py, vx, vy;

    @Override
    public void populate(int n) {
        px = new double[n];
        py = new double[n];
        vx = new double[n];
        vy = new double[n];
        for (int i = 0; i < n; i++) {
            px[i] = i;
            vx[i] = 1;
            vy[i] = 0.5;
        }
    }

    @Override
    public void update() {
        for (int i = 0; i < px.length; i++) {
            px[i] += vx[i];
            py[i] += vy[i];
        }
    }

    @Override
    public void addRemove(int from, int count) {
        throw new UnsupportedOperationException("plain arrays have no components to add");
    }

    @Override
    public void createDestroy(int count) {
        throw new UnsupportedOperationException("plain arrays have no entities");
    }

    @Override
    public double read(int[] picks, int from, int count) {
        double sum = 0;
        for (int k = from; k < from + count; k++) sum += px[picks[k]] + py[picks[k]];
        return sum;
    }

    @Override
    public double positionX(int i) {
        return px[i];
    }
}
