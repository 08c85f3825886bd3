import PresentLintKit

PresentLint.main()
